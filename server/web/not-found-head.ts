import type { FastifyInstance } from 'fastify';
import { categoriesSchema, categoryPath, messageText, parseWire, ROUTES, type Language } from '../../core';
import { cookieInLanguage } from '../text/texts';
import { escapeHtml, type PageHead, type PageVisitor } from './head-model';
import { safeJson } from './listing-head';

/**
 * The not-found page (docs/product/browsing.md "Not found"): 404, `noindex`, no canonical and no language versions,
 * and in #boot the page the client shows for it (ui/pages/not-found/NotFoundPage.tsx) — the heading, a search box
 * and the top-level categories as links — in the visitor's language, so there is no flash when the scripts start
 * and a visitor without scripts can still search or browse. The categories are read through the public API with
 * `inject` (the read cache and the visitor's own rate limit); without them the page is the heading and the box.
 */
export async function notFoundHead(fastify: FastifyInstance, defaults: PageHead, visitor: PageVisitor): Promise<PageHead> {
  const lang = defaults.lang;
  const answer = await fastify.inject({ method: 'GET', url: '/api/categories', remoteAddress: visitor.ip, headers: { cookie: cookieInLanguage(lang) } });
  const parsed = answer.statusCode === 200 ? parseWire(categoriesSchema, (safeJson(answer.body) as { data?: unknown } | null)?.data) : null;
  const categories = parsed?.ok ? parsed.data.map((category) => ({ name: category.name, path: categoryPath(category.slug) })) : [];
  return {
    ...defaults,
    title: `${messageText('notFound.title', lang)} — ${messageText('app.name', lang)}`,
    description: messageText('notFound.text', lang),
    alternatesOf: undefined,
    status: 404,
    robots: 'noindex',
    canonical: null,
    jsonLd: [],
    image: undefined,
    shareImage: undefined,
    redirect: undefined,
    boot: notFoundBoot(categories, lang),
    bootUntilPage: true,
  };
}

/** The not-found page as plain markup: a GET form to the search page works before (and without) the scripts. */
export function notFoundBoot(categories: readonly { name: string; path: string }[], lang: Language = 'mk'): string {
  const links = categories.map((category) => `<li><a href="${escapeHtml(category.path)}">${escapeHtml(category.name)}</a></li>`).join('');
  const list = links ? `<h2>${escapeHtml(messageText('home.categories', lang))}</h2><ul class="boot-chips">${links}</ul>` : '';
  return (
    `<div class="boot-notfound"><h1 class="boot-listing-title">${escapeHtml(messageText('notFound.title', lang))}</h1>` +
    `<p>${escapeHtml(messageText('notFound.text', lang))}</p>` +
    `<form role="search" class="boot-search" action="${ROUTES.search}" method="get">` +
    `<input type="search" name="q" maxlength="200" aria-label="${escapeHtml(messageText('search.label', lang))}" placeholder="${escapeHtml(messageText('search.placeholder', lang))}" />` +
    `<button type="submit">${escapeHtml(messageText('search.submit', lang))}</button></form>${list}</div>`
  );
}
