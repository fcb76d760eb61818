import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config'

describe('loadConfig', () => {
  it('falls back to the defaults: port 3000, ./data, the embedded database', () => {
    const config = loadConfig({})
    expect(config.PORT).toBe(3000)
    expect(config.dataDir).toBe(path.resolve('data'))
    expect(config.DATABASE_URL).toBeUndefined()
    expect(config.SEED_DEMO).toBe('auto')
  })

  it('reports every bad key on its own line with the value it got', () => {
    let error: unknown
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', MAP_ORIGINS: 'https://ok.example, not a url' })
    } catch (err) {
      error = err
    }
    expect(error).toBeInstanceOf(ConfigError)
    const lines = (error as Error).message.split('\n')
    expect(lines[0]).toBe('Invalid configuration:')
    expect(lines.find((l) => l.includes('PORT'))).toMatch(/PORT: .* \(got "abc"\)/)
    expect(lines.find((l) => l.includes('DATABASE_URL'))).toContain(
      'must be a postgres:// URL (got "mysql://x")',
    )
    expect(lines.some((l) => l.trimStart().startsWith('MAP_ORIGINS'))).toBe(true)
  })

  it('keeps the origins of MAP_ORIGINS, without paths or blanks', () => {
    const config = loadConfig({ MAP_ORIGINS: ' https://tiles.example/v1/, ,https://fonts.example' })
    expect(config.MAP_ORIGINS).toEqual(['https://tiles.example', 'https://fonts.example'])
  })

  it('reads TRUST_PROXY as off, on, hops or addresses', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false)
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true)
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1)
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 172.16.0.0/12' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '172.16.0.0/12',
    ])
    expect(() => loadConfig({ TRUST_PROXY: 'o proxy' })).toThrow(/TRUST_PROXY: must be true, false/)
  })

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000)
  })

  it('keeps Redis and S3 off by default and checks them when given', () => {
    const plain = loadConfig({})
    expect(plain.REDIS_URL).toBeUndefined()
    expect(plain.S3_BUCKET).toBeUndefined()
    expect(plain.REDIS_PREFIX).toBe('mercado-irece:')
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379/2' }).REDIS_URL).toBe('redis://127.0.0.1:6379/2')
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL: must be a redis/)
    expect(() => loadConfig({ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'id' })).toThrow(/S3_SECRET_ACCESS_KEY/)
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET: required/)
  })
})
