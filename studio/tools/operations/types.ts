// The staff API's answers as the tool reads them: one contract with the booking service.
export type {
  AffiliateFigures,
  AuditEntry,
  BackgroundJob,
  ClassUtilisation,
  DayBoard,
  Movement,
  PeriodReport,
  RefundRequest,
  StaffMember,
} from '../../../domain/index.ts';
