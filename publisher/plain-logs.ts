/**
 * Imported first by cli.ts: Gatsby's reporter (loaded with its Functions middleware, and in
 * every build) draws a terminal UI (ink) unless told otherwise, which wraps lines at 80
 * columns and redraws them with cursor codes; the publisher's output is a log, read later.
 */
process.env.GATSBY_LOGGER ||= "yurnalist"

export {}
