import type { ContentFolder } from "./shared"

/** The words both one-field e-mail forms have (EmailFormCopy); each form's own follow them. */
const emailFormFields = `
      title: String!
      text: String! @multiline
      emailLabel: String!
      placeholder: String!
      submitLabel: String!
      invalid: String!`

/** The words of every page's frame, the search page and the not-found page. */
export const interfaceWords: ContentFolder = {
  folder: "interface",
  label: "Interface words, search and not-found pages",
  typeDefs: /* GraphQL */ `
    "What a one-field form of an e-mail address says (the newsletter, an app's 'tell me when it is in the stores')."
    interface EmailFormCopy {
      ${emailFormFields}
      failed: String!
    }

    "The newsletter form in the footer; {product} is the site's newsletter name."
    type NewsletterCopy implements EmailFormCopy {
      ${emailFormFields}
      subscribed: String!
      failed: String!
      "one short line under the form: what the address is used for"
      privacyNote: String!
      "the link to the privacy notice after it"
      privacyLink: String!
    }

    """
    The "tell me when it is in the stores" form on an app's page while its store links are not yet known;
    {name} is the app's.
    """
    type AppNotifyCopy implements EmailFormCopy {
      ${emailFormFields}
      "after the address is stored, before the reference"
      sent: String!
      failed: String!
      "one short line under the form: what the address is used for, and for how long; {days} is the retention"
      privacyNote: String!
    }

    "One of the header's links to an app's page, shown at every width beside the languages: For patients → /recover."
    type HeaderAppLink {
      label: String!
      "the app's page: /recover or /connect"
      path: String! @shared
      icon: String! @shared
    }

    "What the request endpoint (server/requests.ts) and the forms that use it say, beyond each form's own messages."
    type RequestsCopy {
      "after a request is stored; {reference} is what the visitor can quote"
      reference: String!
      "a field over its length; {max} is the number of characters"
      tooLong: String!
      notSentTitle: String!
      "when the host could not store it: nothing reached the team, the mail link below has it all"
      notSent: String! @multiline
      "the mail link's text; {email} is the support address"
      mailLink: String!
      "{minutes} until the sender may send again"
      rateLimited: String! @multiline
      "the page a form without JavaScript shows when a field needs correcting"
      invalidTitle: String!
      invalidIntro: String!
      backToForm: String! @multiline
      "the label of a field only automated programs fill in (hidden from people)"
      honeypotLabel: String!
      "below each form; {days} is how long requests are kept"
      privacyNote: String! @multiline
      privacyLink: String!
      "the link after it to the rights request form (/privacy/your-rights)"
      rightsLink: String!
      "the thank-you page (/sent) a form without JavaScript leads to"
      sentTitle: String!
      sentText: String! @multiline
      sentHome: String!
      "the newsletter's unsubscribe page (/api/unsubscribe)"
      unsubscribeTitle: String!
      unsubscribeText: String! @multiline
      unsubscribeButton: String!
      unsubscribed: String! @multiline
      "{email} is the support address"
      unsubscribeInvalid: String! @multiline
    }

    "The words of every page's frame: skip link, header, menu, language switcher, footer."
    type InterfaceJson implements Node @dontInfer {
      skipLink: String!
      "the logo link's name; {name} is the company's"
      homeLinkLabel: String!
      mainNavLabel: String!
      openMenu: String!
      menuTitle: String!
      closeMenu: String!
      mobileNavLabel: String!
      "the name of the header's search link (a magnifier): Search the site"
      searchLinkLabel: String!
      "the name screen readers give the header's language switcher (and the menu's): Language"
      languageNavLabel: String!
      "the header's links to the two apps' pages, under the bar at every width: For patients, For hospitals"
      appLinks: [HeaderAppLink!]!
      "their navigation's name for screen readers: Our apps"
      appNavLabel: String!
      "the name of the footer's language switcher, which must differ from the header's: Language (end of page)"
      footerLanguageNavLabel: String!
      rightsReserved: String!
      "a social profile's link name; {name} is the network's"
      opensInNewTab: String!
      "shown at the top of every page of a host's preview build while facts are missing; {count} is how many"
      previewNotice: String!
      """
      the review line of a health or legal page; {name}, {role} and {date} are its reviewer's: Reviewed by {name}, {role} on {date}
      """
      reviewedLine: String!
      "under a row of cards a phone scrolls sideways (Home): where the row is, for the card in view, and what a screen reader hears as the row moves: {current} of {count}"
      swipePosition: String!
      "after the position while the page's script has not run (the position does not follow the row then)"
      swipeHint: String!
      newsletter: NewsletterCopy!
      appNotify: AppNotifyCopy!
      requests: RequestsCopy!
      "the search page, /search, which the header's magnifier opens"
      search: SearchPageJson! @records
      "the page an unknown address shows before it leads home"
      notFound: NotFoundPageJson! @records
    }

    "What the search results call each type of page (src/lib/search.ts PAGE_TYPES)."
    type SearchTypeLabels {
      blog: String!
      job: String!
      help: String!
      legal: String!
      technology: String!
      product: String!
      "any other page: About, Contact, Home"
      page: String!
    }

    "The search page (/search): its box, its messages, and what it offers without JavaScript."
    type SearchPageJson implements Node @dontInfer {
      seoTitle: String!
      seoDescription: String! @multiline
      hero: PageIntro!
      "the search box's label"
      searchLabel: String!
      submitLabel: String!
      "while the index loads and searches"
      searching: String!
      "{count} is the number, {query} the words searched for: 1 result for “officer”"
      resultCountOne: String!
      "{count} is the number, {query} the words searched for: 4 results for “officer”"
      resultCountOther: String!
      "{query} is the words searched for"
      noResults: String! @multiline
      "when the search could not load (offline, an old browser)"
      failed: String! @multiline
      "the results list's name for screen readers"
      resultsLabel: String!
      typeLabels: SearchTypeLabels!
      "shown when JavaScript is off, above the links"
      noScript: String! @multiline
      browseTitle: String!
      browseLinks: [LinkItem!]!
      "the link to the sitemap, /sitemap-index.xml"
      sitemapLabel: String!
    }

    "The page an unknown address gets before it sends the visitor to the home page."
    type NotFoundPageJson implements Node @dontInfer {
      seoTitle: String!
      title: String!
      text: String!
      linkLabel: String!
    }
  `,
}
