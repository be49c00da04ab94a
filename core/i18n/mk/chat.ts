// Chat texts. See core/i18n/README.md for who adds what.
export const chatMk = {
} as const;
