// Session texts. See core/i18n/README.md for who adds what.
export const sessionMk = {
} as const;
