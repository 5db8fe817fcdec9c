import { ChartUpwardIcon } from '@sanity/icons/ChartUpward';
import type { Tool } from 'sanity';
import type { Tenant } from '../../../schemas/index.ts';
import { OperationsTool } from './OperationsTool.tsx';

/** The Operations tool of one brand's workspace: its bookings, refunds and staff log. */
export function operationsTool(tenant: Tenant): Tool {
  return {
    name: 'operations',
    title: 'Operations',
    icon: ChartUpwardIcon,
    component: () => <OperationsTool tenant={tenant} />,
  };
}
