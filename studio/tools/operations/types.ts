// The staff API's answers as the tool reads them: one contract with the booking service.
export type {
  AffiliateFigures,
  AuditEntry,
  BackgroundJob,
  ClassUtilisation,
  DayBoard,
  DeskDocument,
  DeskHit,
  DeskUnit,
  Movement,
  PeriodReport,
  RefundRequest,
  ReservationDesk,
  StaffMember,
  StaffNote,
} from '../../../domain/index.ts';
