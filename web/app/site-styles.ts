/**
 * Every CSS module of the site, imported once by the root layout, so that the site's styles reach
 * the browser as one stylesheet, cached for every page. Left to itself the bundler split them by
 * route and by client component: three or four stylesheets a page, each one more request before
 * the first paint, which the simulated slow phone of `npm run perf` charged at about 150 ms
 * (content page, first contentful paint 1,062 ms with three sheets, 912 ms with the same CSS in
 * one; docs/performance.md). All of it is about 16 kB compressed, little more than a content page
 * loaded before (13.6 kB in three files).
 *
 * Components still import their own module for its class names; this list only decides where the
 * CSS is shipped, and in what order: the order here is the cascade order. Shared modules
 * (`components/`) come before the feature modules (`features/`) that add to their classes on the
 * same element (`ui.button` with a step's own class), as the components import them.
 * `tests/unit/architecture/styling.test.ts` fails when a module is missing here.
 */
import '@web/components/RoutePage.module.css';
import '@web/components/blocks/ComparisonSlider.module.css';
import '@web/components/blocks/blocks.module.css';
import '@web/components/booking/ui/booking.module.css';
import '@web/components/content/content.module.css';
import '@web/components/photo-capture/photo.module.css';
import '@web/components/promotion/Promotion.module.css';
import '@web/components/shell/Consent.module.css';
import '@web/components/shell/Footer.module.css';
import '@web/components/shell/Header.module.css';
import '@web/components/shell/LoadingBar.module.css';
import '@web/components/shell/RegionPicker.module.css';
import '@web/features/booking/confirmation/confirmation.module.css';
import '@web/features/booking/contract/contract.module.css';
import '@web/features/booking/details/details.module.css';
import '@web/features/booking/options/options.module.css';
import '@web/features/booking/search/DateRangeCalendar.module.css';
import '@web/features/booking/search/HomeSearch.module.css';
import '@web/features/booking/search/SearchPanel.module.css';
import '@web/features/booking/summary/SummaryPanel.module.css';
import '@web/features/booking/vehicles/vehicles.module.css';
import '@web/features/checkin/checkin.module.css';
import '@web/features/inspection/inspection.module.css';
import '@web/features/reservation/reservation.module.css';
