// The uploads module's public face: what other server modules may import from it.
export { UPLOAD_EXPIRATION_MS } from './routes'
export { uploadQuotaBytes } from './quota'
export { finishUpload } from './service'
export type { UploadDeps } from './service'
export { META, UploadStore } from './store'
export { DOCUMENT_PURPOSE, dropDocumentUpload, sweepDocumentUploads, takeDocumentUpload } from './documents'
