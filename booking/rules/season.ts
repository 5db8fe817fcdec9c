// The season rule belongs to domain/; this is the one place booking/ reaches for it.
export { isInSeason, isInSeasonEveryYear } from '../../domain/index.ts';
