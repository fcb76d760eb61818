import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { PlayIcon } from './detail-icons'
import '../lib/i18n/discovery-catalog'

/** The id of a YouTube URL (watch, youtu.be, shorts, embed), or null. */
export function youtubeId(url: string): string | null {
  const match = /(?:youtube\.com\/(?:watch\?(?:.*&)?v=|shorts\/|embed\/)|youtu\.be\/)([\w-]{11})/.exec(url)
  return match?.[1] ?? null
}

/**
 * A YouTube video that costs one thumbnail until asked for: the player (privacy-enhanced, no cookies until played;
 * allowed by the CSP's frame-src) loads only after a click, already playing.
 */
export function VideoEmbed({ url, title }: { url: string; title: string }) {
  const { t } = useLingui()
  const [playing, setPlaying] = useState(false)
  // No thumbnail (offline, blocked): the dark frame and the play button remain.
  const [thumbnail, setThumbnail] = useState(true)
  const id = youtubeId(url)
  if (!id) return null
  if (playing) {
    return (
      <iframe
        className="video-embed"
        src={`https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`}
        title={t`Vídeo: ${title}`}
        allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
        allowFullScreen
      />
    )
  }
  return (
    <button type="button" className="video-embed video-poster" onClick={() => setPlaying(true)}>
      {thumbnail && (
        <img
          src={`https://i.ytimg.com/vi/${id}/hqdefault.jpg`}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setThumbnail(false)}
        />
      )}
      <span className="video-play" aria-hidden="true">
        <PlayIcon size={32} />
      </span>
      <span className="visually-hidden">{t`Assistir ao vídeo: ${title}`}</span>
    </button>
  )
}
