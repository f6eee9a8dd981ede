/** An error's message, whatever realm or shape it comes from (a thrown string, a DOMException, an fs error). */
export function errorMessage(error: unknown): string {
  if (error && typeof error === "object" && "message" in error && typeof error.message === "string") return error.message
  return String(error)
}
