import { sql, type Kysely } from 'kysely';

/**
 * Sign-in with Google, Facebook and Apple (issue 41; docs/product/accounts.md "Social sign-in", decision 158).
 *
 * - `user_identities`: a provider's account (`provider`, its `subject`, the token's `sub`) linked to one of ours. Only
 *   a row here signs someone in by a provider; an e-mail that merely matches never does (no takeover).
 * - `social_requests`: one started sign-in — the code flow's `state` (kept as a hash), its PKCE verifier and its
 *   nonce, or a one-tap nonce alone — bound to the browser that asked (`browser_hash`, the hash of a cookie). The row
 *   is deleted when its answer comes back, so a nonce is good once.
 * - `social_tickets`: a verified identity that is not signed in yet — a new user who must accept the terms, or an
 *   e-mail that matches an existing account and waits for that account's password or an e-mailed confirmation
 *   (`confirm_hash`). Bound to the same browser; short-lived.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table user_identities (
      provider text not null,
      subject text not null,
      user_id int not null references users(id) on delete cascade,
      email text,
      created_at timestamptz not null default now(),
      primary key (provider, subject)
    )`.execute(db);
  await sql`create index user_identities_user on user_identities (user_id)`.execute(db);
  await sql`
    create table social_requests (
      id_hash text primary key,
      provider text not null,
      nonce text not null unique,
      code_verifier text,
      browser_hash text not null,
      redirect_path text,
      expires_at timestamptz not null
    )`.execute(db);
  await sql`
    create table social_tickets (
      ticket_hash text primary key,
      provider text not null,
      subject text not null,
      email text not null,
      email_verified boolean not null,
      profile jsonb not null,
      browser_hash text not null,
      redirect_path text,
      link_user_id int references users(id) on delete cascade,
      confirm_hash text unique,
      expires_at timestamptz not null
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists social_tickets`.execute(db);
  await sql`drop table if exists social_requests`.execute(db);
  await sql`drop table if exists user_identities`.execute(db);
}
