/**
 * The experiments cookie's name and lifetime, on their own: the cookies policy (/cookies,
 * lib/cookies/cookie-declaration.ts) declares them without taking in the head script's settings.
 */
import { site } from "../../config/site"

/** The cookie that keeps each visitor's variants: `experiment:variant` pairs joined by '~'. */
export const EXPERIMENTS_COOKIE = `${site.slug}_experiments`

/** 90 days, longer than an experiment commonly runs; written again whenever an assignment is made or changes. */
export const EXPERIMENTS_COOKIE_MAX_AGE_SECONDS = 90 * 86_400
