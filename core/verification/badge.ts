/** docs/product/trust.md: the verified badge is 24 px when the avatar is wider than 64 px, otherwise 16 px. */
export function verifiedBadgeSize(avatarWidth: number): 16 | 24 {
  return avatarWidth > 64 ? 24 : 16;
}
