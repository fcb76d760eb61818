import type { Db } from '../../db/client'
import type { SearchInvalidator } from '../search'
import type { UploadDeps } from '../uploads'

/** A listing write: the finished uploads it takes, and the search answers it changes. */
export type ListingWriteDeps = UploadDeps & { searchCache: SearchInvalidator }

/** The database or a transaction. */
export type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>
