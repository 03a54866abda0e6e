import * as React from "react"
import { act, fireEvent, render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { Header, SCROLL_THRESHOLD } from "../../src/components/header/header"
import { layoutData, loadCollection } from "../helpers/content"

const words = layoutData().interface

type Nav = { label: string; menuLabel: string; path: string }
const navigation = loadCollection<Nav>("navigation")
/** A navigation item by its path, so a test names the item the fixture's data has at that path. */
const item = (path: string) => navigation.find((candidate) => candidate.path === path)!
const [home, about, investors, careers] = ["/home", "/about", "/investors", "/jobs"].map(item)

const renderHeader = (pathname = "/about") =>
  render(<Header pathname={pathname} companyName="Lifelane Health" navigation={navigation} words={words} />)

const mainNav = () => screen.getByRole("navigation", { name: words.mainNavLabel })

const setScroll = (y: number) => {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true })
  fireEvent.scroll(window)
}

afterEach(() => {
  setScroll(0)
  document.body.style.overflow = ""
})

describe("Header", () => {
  it("shows the navigation's links with their paths, in order", () => {
    renderHeader()
    const links = within(mainNav()).getAllByRole("link")
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual(
      navigation.map((entry) => [entry.label, entry.path]),
    )
  })

  it("links to the search page by a named magnifier, beside the navigation's links", () => {
    renderHeader()
    expect(screen.getByRole("link", { name: words.searchLinkLabel })).toHaveAttribute("href", "/search")
  })

  it("links the logo to /home", () => {
    renderHeader()
    const name = words.homeLinkLabel.replace("{name}", "Lifelane Health")
    expect(screen.getByRole("link", { name })).toHaveAttribute("href", "/home")
  })

  it.each(["/", "/home", "/home/"])("marks Home as the current page at %s", (pathname) => {
    renderHeader(pathname)
    expect(within(mainNav()).getByRole("link", { name: home.label })).toHaveAttribute("aria-current", "page")
    expect(within(mainNav()).getByRole("link", { name: about.label })).not.toHaveAttribute("aria-current")
  })

  it("moves the current mark when the route changes", () => {
    const { rerender } = renderHeader("/about")
    expect(within(mainNav()).getByRole("link", { name: about.label })).toHaveAttribute("aria-current", "page")
    rerender(<Header pathname="/jobs" companyName="Lifelane Health" navigation={navigation} words={words} />)
    expect(within(mainNav()).getByRole("link", { name: careers.label })).toHaveAttribute("aria-current", "page")
    expect(within(mainNav()).getByRole("link", { name: about.label })).not.toHaveAttribute("aria-current")
  })

  it("turns the stronger background on only once scroll exceeds 50px", () => {
    renderHeader()
    const header = screen.getByRole("banner")
    expect(header).toHaveAttribute("data-scrolled", "false")
    act(() => setScroll(SCROLL_THRESHOLD))
    expect(header).toHaveAttribute("data-scrolled", "false")
    act(() => setScroll(SCROLL_THRESHOLD + 1))
    expect(header).toHaveAttribute("data-scrolled", "true")
    act(() => setScroll(10))
    expect(header).toHaveAttribute("data-scrolled", "false")
  })
})

describe("The apps and the languages under the bar", () => {
  /** The header's own landmarks, outside the menu: what a visitor sees at any width without opening it. */
  const outsideMenu = (name: string) =>
    screen.getAllByRole("navigation", { name }).find((nav) => !nav.closest("dialog"))!

  it("link both apps, by the words the interface gives, outside the menu", () => {
    renderHeader()
    const apps = within(outsideMenu(words.appNavLabel)).getAllByRole("link")
    expect(apps.map((link) => [link.textContent, link.getAttribute("href")])).toEqual(
      words.appLinks.map((app) => [app.label, app.path]),
    )
    expect(apps.map((link) => link.getAttribute("href"))).toEqual(["/recover", "/connect"])
  })

  it("mark the app whose page this is as the current page", () => {
    renderHeader("/connect")
    const nav = within(outsideMenu(words.appNavLabel))
    expect(nav.getByRole("link", { name: words.appLinks[1].label })).toHaveAttribute("aria-current", "page")
    expect(nav.getByRole("link", { name: words.appLinks[0].label })).not.toHaveAttribute("aria-current")
  })

  it("offer every language outside the menu, the page's own marked", () => {
    renderHeader()
    const languages = within(outsideMenu(words.languageNavLabel)).getAllByRole("link")
    expect(languages.map((link) => link.getAttribute("lang"))).toEqual(["en", "hi", "kn"])
    expect(languages[0]).toHaveAttribute("aria-current", "page")
  })
})

describe("Mobile menu", () => {
  const openMenu = async () => {
    const user = userEvent.setup()
    await user.click(screen.getByRole("button", { name: words.openMenu }))
    return user
  }
  const dialog = () => screen.getByRole("dialog", { hidden: true })

  it("opens a panel titled as the menu with the navigation's mobile labels, locking page scroll", async () => {
    document.body.style.overflow = "auto"
    renderHeader("/investors")
    expect(dialog()).not.toHaveAttribute("open")
    await openMenu()
    expect(dialog()).toHaveAttribute("open")
    expect(screen.getByRole("button", { name: words.openMenu })).toHaveAttribute("aria-expanded", "true")
    expect(within(dialog()).getByRole("heading", { name: words.menuTitle })).toBeInTheDocument()
    const links = within(within(dialog()).getByRole("navigation", { name: words.mobileNavLabel })).getAllByRole("link")
    expect(links.map((link) => link.textContent)).toEqual(navigation.map((entry) => entry.menuLabel))
    expect(within(dialog()).getByRole("link", { name: investors.menuLabel })).toHaveAttribute("aria-current", "page")
    expect(document.body.style.overflow).toBe("hidden")
  })

  it("closes on the close button and restores the previous body overflow and focus", async () => {
    document.body.style.overflow = "auto"
    renderHeader()
    const user = await openMenu()
    await user.click(within(dialog()).getByRole("button", { name: words.closeMenu }))
    expect(dialog()).not.toHaveAttribute("open")
    expect(document.body.style.overflow).toBe("auto")
    expect(screen.getByRole("button", { name: words.openMenu })).toHaveFocus()
    expect(screen.getByRole("button", { name: words.openMenu })).toHaveAttribute("aria-expanded", "false")
  })

  it("closes on a click on the overlay (the dialog backdrop)", async () => {
    renderHeader()
    await openMenu()
    fireEvent.click(dialog())
    expect(dialog()).not.toHaveAttribute("open")
    expect(document.body.style.overflow).toBe("")
  })

  it("stays open on a click inside the panel", async () => {
    renderHeader()
    const user = await openMenu()
    await user.click(within(dialog()).getByRole("heading", { name: words.menuTitle }))
    expect(dialog()).toHaveAttribute("open")
  })

  it("closes on any link click", async () => {
    renderHeader()
    const user = await openMenu()
    // jsdom cannot navigate; the router is what follows the link in the browser.
    document.addEventListener("click", (event) => event.preventDefault(), { once: true })
    await user.click(within(dialog()).getByRole("link", { name: careers.menuLabel }))
    expect(dialog()).not.toHaveAttribute("open")
    expect(document.body.style.overflow).toBe("")
  })

  it("closes on Escape", async () => {
    renderHeader()
    await openMenu()
    // The browser fires `cancel` on the modal dialog when Escape is pressed.
    fireEvent(dialog(), new Event("cancel", { cancelable: true }))
    expect(dialog()).not.toHaveAttribute("open")
    expect(document.body.style.overflow).toBe("")
  })

  it("closes after a completed navigation", async () => {
    const { rerender } = renderHeader("/about")
    await openMenu()
    rerender(<Header pathname="/contact" companyName="Lifelane Health" navigation={navigation} words={words} />)
    expect(dialog()).not.toHaveAttribute("open")
  })
})
