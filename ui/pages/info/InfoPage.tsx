import { useQuery } from '@tanstack/react-query';
import { firstValueFrom } from 'rxjs';
import { useParams } from 'react-router';
import { HttpFailure, truncateText } from '../../../core';
import { PageError, PageLoading } from '../../components/PageState';
import { ENDPOINTS } from '../../../core/listings/read-api';
import { useDocumentMeta } from '../../hooks/useDocumentMeta';
import { useServices } from '../../services';
import { useLanguage } from '../../i18n';
import { queryKeys } from '../../api/queries';
import { NotFoundPage } from '../NotFoundPage';
import styles from './InfoPage.module.css';

interface InfoContent {
  title: string;
  /** Plain text paragraphs; never rendered as HTML. */
  paragraphs: string[];
}

function toContent(body: unknown): InfoContent | null {
  const record = body && typeof body === 'object' ? ((body as { data?: unknown }).data ?? body) : null;
  if (!record || typeof record !== 'object') return null;
  const { title, content, body: text } = record as Record<string, unknown>;
  if (typeof title !== 'string') return null;
  const raw = typeof content === 'string' ? content : typeof text === 'string' ? text : '';
  return { title, paragraphs: raw.split(/\n{2,}/).map((part) => part.trim()).filter(Boolean) };
}

/** /info/{slug}: an informational page (terms, rules, privacy, FAQ…) as plain text paragraphs. */
export function InfoPage() {
  const { slug = '' } = useParams();
  const { http } = useServices();
  const page = useQuery({
    queryKey: queryKeys.infoPage(slug, useLanguage()),
    queryFn: async () => toContent(await firstValueFrom(http.request({ path: ENDPOINTS.infoPage(slug) }))),
    staleTime: 10 * 60_000,
  });
  useDocumentMeta(page.data ? { title: page.data.title, description: truncateText(page.data.paragraphs[0] ?? '') } : null);
  if (page.isPending) return <PageLoading />;
  if (page.isError) {
    if (page.error instanceof HttpFailure && page.error.httpStatus === 404) return <NotFoundPage />;
    return <PageError onRetry={() => void page.refetch()} />;
  }
  if (!page.data) return <NotFoundPage />;
  return (
    <article className={styles.page}>
      <h1>{page.data.title}</h1>
      {page.data.paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </article>
  );
}
