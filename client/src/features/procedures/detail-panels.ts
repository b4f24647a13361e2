// The two detail panels in one chunk, loaded by either: they share most of their code (the
// actions, the before/after slider), which would otherwise be a third file to fetch.
export { ProcedureDetail } from './ProcedureDetail';
export { SurgeryDetail } from './SurgeryDetail';
