// The season rule belongs to domain/; this is the one place booking/ reaches for it.
export { isInSeason } from '../../domain/index.ts';
