import { useGetRecordRepresentation } from 'react-admin';

/** Items of another resource by the names their definition gives them. */
export function ReferenceNames({ reference, items }: { reference: string; items: readonly unknown[] }) {
  const represent = useGetRecordRepresentation(reference);
  return <>{items.map((item) => represent(item as Record<string, unknown>)).join(', ')}</>;
}
