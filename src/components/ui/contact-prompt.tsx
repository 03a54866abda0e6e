import * as React from "react"
import { ButtonLink } from "./button"
import { Icon } from "./icon"

export interface ContactPromptProps {
  /** the question that leads to the form: "Questions about this policy?" */
  prompt: string
  /** the button's label */
  label: string
  /** an icon before the prompt, from src/lib/icon-names.ts */
  icon?: string
  /** the row's layout and surface: each page styles it its own way */
  className?: string
}

/** The way from a policy to the contact form: a prompt and a button to /contact. */
export function ContactPrompt({ prompt, label, icon, className }: ContactPromptProps) {
  return (
    <div className={className}>
      {icon && <Icon name={icon} size={22} />}
      <p>{prompt}</p>
      <ButtonLink to="/contact" variant="secondary">
        {label}
      </ButtonLink>
    </div>
  )
}
