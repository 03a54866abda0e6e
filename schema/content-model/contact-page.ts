import { shareImageFields, type ContentFolder } from "./shared"

/** /contact's copy: the form's labels and messages, the contact cards, and the offices. */
export const contactPage: ContentFolder = {
  folder: "contact-page",
  label: "Contact",
  typeDefs: /* GraphQL */ `
  type OfficeLocationsJson implements Node @dontInfer {
    title: String!
    address: String!
    mapLink: String! @shared
  }

  type ContactFormField {
    label: String!
    placeholder: String!
  }

  type ContactFormFields {
    name: ContactFormField!
    email: ContactFormField!
    phone: ContactFormField!
    """
    The placeholder is the select's empty prompt option.
    """
    subject: ContactFormField!
    message: ContactFormField!
  }

  type ContactSubjectOption {
    value: String! @shared
    label: String!
  }

  "A text with a number, in the forms a language needs: one (1 character) and other (2 characters); {count} is the number."
  type PluralText {
    one: String!
    other: String!
  }

  "The contact form's messages; the English ones are the specification's, verbatim."
  type ContactMessages {
    name: String!
    email: String!
    subject: String!
    message: String!
    sent: String!
    sendFailed: String!
    charactersLeft: PluralText!
    charactersOver: PluralText!
    "the refusal of a message too long for a mail link; {email} is the support address"
    tooLong: PluralText!
  }

  type ContactFormCopy {
    title: String!
    lead: String! @multiline
    fields: ContactFormFields!
    messages: ContactMessages!
    optionalLabel: String!
    subjects: [ContactSubjectOption!]!
    lengthHint: String!
    submitLabel: String!
    sendingLabel: String!
  }

  type ContactCard {
    title: String!
    description: String! @multiline
    hours: [String!]!
    copyLabel: String!
  }

  "The WhatsApp card, shown when the site's data has a WhatsApp number."
  type ContactWhatsAppCard {
    title: String!
    description: String! @multiline
    "the link that opens the chat: Chat on WhatsApp"
    linkLabel: String!
    "one line: no health details or emergencies over WhatsApp"
    caution: String! @multiline
  }

  type ContactOfficeCard {
    description: String! @multiline
    mapLabel: String!
  }

  type ContactCards {
    title: String!
    email: ContactCard!
    phone: ContactCard!
    whatsapp: ContactWhatsAppCard!
    office: ContactOfficeCard!
    "the office the card shows (the first)"
    offices: [OfficeLocationsJson!]! @records
    copiedLabel: String!
    copyFailedLabel: String!
  }

  type ContactReassurance {
    title: String!
    items: [IconCard!]!
  }

  type ContactPageJson implements Node @dontInfer {
    seoTitle: String!
    seoDescription: String!
    hero: PageIntro!
    form: ContactFormCopy!
    cards: ContactCards!
    reassurance: ContactReassurance!
    ${shareImageFields("page")}
  }
`,
}
