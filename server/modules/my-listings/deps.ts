import type { Db } from '../../db/client'
import type { ListingEventSink } from '../listings'
import type { SearchInvalidator } from '../search'
import type { UploadDeps } from '../uploads'

/** A listing write: the finished uploads it takes, the search answers it changes, who hears it went live. */
export type ListingWriteDeps = UploadDeps & {
  searchCache: SearchInvalidator
  listingEvents?: ListingEventSink
}

/** The database or a transaction. */
export type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>
