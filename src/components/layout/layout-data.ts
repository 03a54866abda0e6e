import { graphql } from "gatsby"

/**
 * What the frame of a page reads (src/hooks/page-data.tsx); every page query selects it in its
 * language with `...PageLayout`, the fragment's `$locale` being the page query's.
 */
export const query = graphql`
  fragment PageLayout on Query {
    layout: layoutData(locale: $locale) {
      ...LayoutData
    }
  }
  fragment LayoutData on LayoutData {
    site {
      companyName
      legalName
      description
      email
      phone
      whatsappNumber
      address {
        streetAddress
        locality
        region
        postalCode
        country
      }
      mapUrl
      professionalNetworkUrl
      newsletterProduct
      foundingYear
      copyrightYear
    }
    navigation {
      label
      menuLabel
      path
    }
    footerLinks {
      jsonId
      title
      links {
        label
        url
        isPage
      }
    }
    socialLinks {
      name
      url
      icon
    }
    previewNotice
    privacyVersion
    interface {
      skipLink
      homeLinkLabel
      mainNavLabel
      openMenu
      menuTitle
      closeMenu
      mobileNavLabel
      searchLinkLabel
      languageNavLabel
      appLinks {
        label
        path
        icon
      }
      appNavLabel
      footerLanguageNavLabel
      rightsReserved
      opensInNewTab
      previewNotice
      swipeHint
      swipePosition
      newsletter {
        ...EmailFormCopy
        subscribed
        privacyNote
        privacyLink
      }
      requests {
        reference
        notSent
        mailLink
        rateLimited
        honeypotLabel
        privacyNote
        privacyLink
        rightsLink
      }
    }
    cookiePolicy {
      settingsLabel
      banner {
        title
        text
        acceptLabel
        declineLabel
        policyLabel
        acceptedNote
        declinedNote
      }
    }
  }
`
