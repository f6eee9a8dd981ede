/**
 * Jest's manual mock of `gatsby-script`, which the site imports directly for its <Script>s
 * (components/consent/ConsentControls.tsx, features/lead-capture/forms/MarketoFormsScript.tsx):
 * Script renders nothing, and is a jest.fn() so a test can read what it was asked to load.
 * The `gatsby` mock re-exports this same function, as gatsby re-exports gatsby-script.
 */
export const Script = jest.fn((_props: { src?: string; strategy?: string }): null => null)
