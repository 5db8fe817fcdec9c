/** Embeddable players and oEmbed endpoints for the providers the content model allows. */
export interface VideoSource {
  provider: 'youtube' | 'vimeo';
  /** The player without tracking cookies where the provider offers it. */
  embedUrl: string;
  oembedUrl: string;
}

export function videoSource(url: string | null | undefined): VideoSource | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const host = parsed.hostname.replace(/^www\.|^m\./, '');
  const oembed = (base: string) => `${base}?url=${encodeURIComponent(url)}&format=json`;
  if (host === 'youtube.com' || host === 'youtu.be' || host === 'youtube-nocookie.com') {
    const id =
      host === 'youtu.be'
        ? parsed.pathname.slice(1).split('/')[0]
        : (parsed.searchParams.get('v') ?? /^\/(?:embed|shorts|live)\/([^/?]+)/.exec(parsed.pathname)?.[1]);
    if (!id || !/^[\w-]{6,20}$/.test(id)) return null;
    return {
      provider: 'youtube',
      embedUrl: `https://www.youtube-nocookie.com/embed/${id}`,
      oembedUrl: oembed('https://www.youtube.com/oembed'),
    };
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = /\/(?:video\/)?(\d+)/.exec(parsed.pathname)?.[1];
    if (!id) return null;
    return {
      provider: 'vimeo',
      embedUrl: `https://player.vimeo.com/video/${id}?dnt=1`,
      oembedUrl: oembed('https://vimeo.com/api/oembed.json'),
    };
  }
  return null;
}

/** Coordinates of a map: the content's pin, else the centre encoded in a Google Maps embed address. */
export function mapCoordinates(
  location: { lat?: number | null; lng?: number | null } | null | undefined,
  embedUrl: string | null | undefined,
): { lat: number; lng: number } | null {
  if (typeof location?.lat === 'number' && typeof location.lng === 'number') {
    return { lat: location.lat, lng: location.lng };
  }
  const match = /!2d(-?\d+(?:\.\d+)?)!3d(-?\d+(?:\.\d+)?)/.exec(embedUrl ?? '');
  return match ? { lat: Number(match[2]), lng: Number(match[1]) } : null;
}
