import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { websiteSettings } from '../../db/schema'

export async function findSettingsValue(db: Db): Promise<Record<string, unknown> | null> {
  const [row] = await db
    .select({ value: websiteSettings.value })
    .from(websiteSettings)
    .where(eq(websiteSettings.id, 1))
  return row?.value ?? null
}
