import { ApiError, failedAnswer, type AnswerParser } from './api-client';
import { authToken } from './auth';
import { currentLanguage } from './i18n';

export interface UploadOptions<T> {
  /** The answer's schema; the parsed answer is what the promise resolves to. Without one the answer is trusted. */
  schema?: AnswerParser<T>;
  /** Called as the file leaves the browser, with the share sent so far (0 to 1). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** The multipart field the API reads the file from. */
  field?: string;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Sends one file as multipart/form-data with the session's bearer token. It uses XMLHttpRequest
 * rather than fetch because only XHR reports upload progress; failures become ApiError exactly as
 * apiRequest makes them.
 */
export function uploadFile<T>(path: string, file: Blob, options: UploadOptions<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    const token = authToken();
    xhr.open('POST', path);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('x-language', currentLanguage());
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);

    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(Math.min(1, event.loaded / event.total));
    });
    xhr.addEventListener('load', () => {
      const payload = parseJson(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(failedAnswer(xhr.status, xhr.statusText, payload, token));
        return;
      }
      options.onProgress?.(1);
      if (!options.schema) {
        resolve(payload as T);
        return;
      }
      try {
        resolve(options.schema.parse(payload));
      } catch {
        reject(new ApiError(xhr.status, 'internal_error', 'The answer could not be read.'));
      }
    });
    xhr.addEventListener('error', () => reject(new ApiError(0, 'network_error', 'The server cannot be reached.')));
    xhr.addEventListener('abort', () => reject(new DOMException('The upload was cancelled.', 'AbortError')));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const body = new FormData();
    body.append(options.field ?? 'file', file, file instanceof File ? file.name : 'upload');
    xhr.send(body);
  });
}
