/** Server rendering (node environment): the HTML is always the anonymous variant. */
import { renderToString } from "react-dom/server"
import { PersonalizationProvider, usePersonalization } from "../../../src/lib/personalization/personalization"

function Hero() {
  const { heroCopy, isRecognised } = usePersonalization()
  return <h1 data-recognised={String(isRecognised)}>{heroCopy}</h1>
}

test("server HTML shows the anonymous variant even for a recognised visitor", () => {
  const readLoggedInCookie = jest.fn(() => "true")
  const html = renderToString(
    <PersonalizationProvider
      global={{
        applyPersonalizations: true,
        heroPersonalisation: [
          { userStatus: [{ slug: "loggedIn" }], copy: "Welcome back" },
          { userStatus: [{ slug: "anonymous" }], copy: "Meet Rapport" },
        ],
      }}
      readLoggedInCookie={readLoggedInCookie}
    >
      <Hero />
    </PersonalizationProvider>,
  )
  expect(html).toBe('<h1 data-recognised="false">Meet Rapport</h1>')
  expect(readLoggedInCookie).not.toHaveBeenCalled()
})
