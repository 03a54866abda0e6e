import { test, visit } from "./fixtures"
import { KEYBOARD_TASKS, playwrightTab } from "./keyboard-tasks"

// The keyboard-only tasks of keyboard-tasks.ts in Chromium, each in a fresh page and context, with no pointer.
// firefox.spec.ts runs them in Firefox ESR; the consent task, which needs Firebase configured, is in firebase.spec.ts.

for (const task of KEYBOARD_TASKS)
  test(`with the keyboard alone: ${task.name}`, async ({ page }) => {
    await page.setViewportSize({ width: task.width, height: 800 })
    await visit(page, task.path)
    await task.run(playwrightTab(page))
  })
