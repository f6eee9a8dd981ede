/**
 * What a 'valid-looking' email is (SPEC 4.1, 5): something@something.tld with no spaces.
 * One pattern for the 'form started' event, the demo form's schema and the booking form, so
 * they never disagree; its own module so a page can check an email without Yup.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[^\s@.]{2,}$/

export const isValidLookingEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim())
