/** A Google Tag Manager container id: 'GTM-' and 4 to 12 capital letters or digits. */
export const TAG_MANAGER_ID = /^GTM-[A-Z0-9]{4,12}$/
