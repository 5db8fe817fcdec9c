/** The same segment layout as the cached content route: brand and language for the 404 below. */
export { default } from '../../[...slug]/layout.tsx';
