import { routeMetadata, routePage } from '../../../../../components/RoutePage.tsx';

export const generateMetadata = routeMetadata('bookDetails');
export default routePage('bookDetails');
