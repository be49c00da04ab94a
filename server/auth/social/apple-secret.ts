import { importPKCS8, SignJWT } from 'jose';

/**
 * Apple's client secret: an ES256 JWT signed with the team's Sign in with Apple key (.p8), issued by the team to the
 * Services ID, at most six months long; we make one per token exchange, valid five minutes.
 */
export async function appleClientSecret(input: { clientId: string; teamId: string; keyId: string; privateKey: string }): Promise<string> {
  const key = await importPKCS8(input.privateKey, 'ES256');
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: input.keyId })
    .setIssuer(input.teamId)
    .setSubject(input.clientId)
    .setAudience('https://appleid.apple.com')
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(key);
}
