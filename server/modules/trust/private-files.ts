import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { localDiskStorage } from '../../adapters/storage/local-disk'
import type { Storage } from '../../adapters/storage/storage'

// Documents are kept apart from the media: on local disk under DATA_DIR/private/trust, which no route serves as
// files (the public /media route reads DATA_DIR/media, or the bucket). Only the back office's file route reads
// them, with a staff token. Keys are random, never derived from the content or the account.

export const privateDirOf = (dataDir: string): string => path.join(dataDir, 'private', 'trust')

export const privateStorage = (dataDir: string): Storage => localDiskStorage(privateDirOf(dataDir))

export const newPrivateKey = (): string => randomBytes(16).toString('hex')
