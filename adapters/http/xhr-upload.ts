import type { ClockPort } from '../../core/ports';
import { failures, interpretResponse, type Interpreted } from './outcomes';

export type XhrFactory = () => XMLHttpRequest;

export interface XhrUploadParams {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: XMLHttpRequestBodyInit;
  credentials: boolean;
  timeoutMs: number;
  clock: ClockPort;
  onProgress?: (fraction: number) => void;
  settle(result: Interpreted): void;
}

/**
 * An upload over XMLHttpRequest, because `fetch` reports no upload progress and a 100 MB video needs a
 * progress bar (docs/decisions/081-uploads-over-xhr.md). Same outcomes and timeout as the fetch path.
 * Returns the teardown (abort) for the Observable.
 */
export function xhrUpload(xhr: XMLHttpRequest, params: XhrUploadParams): () => void {
  let done = false;
  const finish = (result: Interpreted) => {
    if (done) return;
    done = true;
    params.clock.clearTimeout(timer);
    params.settle(result);
  };
  const timer = params.clock.setTimeout(() => {
    finish({ ok: false, failure: failures.timeout() });
    xhr.abort();
  }, params.timeoutMs);

  xhr.open(params.method, params.url);
  for (const [name, value] of Object.entries(params.headers)) xhr.setRequestHeader(name, value);
  xhr.withCredentials = params.credentials;
  xhr.upload.onprogress = (event) => {
    if (event.lengthComputable && event.total > 0) params.onProgress?.(Math.min(1, event.loaded / event.total));
  };
  xhr.onload = () => {
    if (xhr.status >= 200 && xhr.status < 300) params.onProgress?.(1);
    finish(interpretResponse(xhr.status, xhr.responseText));
  };
  xhr.onerror = () => finish({ ok: false, failure: failures.general() });
  xhr.ontimeout = () => finish({ ok: false, failure: failures.timeout() });
  xhr.send(params.body);

  return () => {
    params.clock.clearTimeout(timer);
    if (!done) {
      done = true;
      xhr.abort();
    }
  };
}
