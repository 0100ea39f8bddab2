import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Button, type ButtonVariant } from '@vigil/ui';
import { selectCurrentUser } from '../../../session/state/session.selectors';
import { loadCsvExportChoice, saveCsvExportChoice, type CsvColumn, type CsvExportChoice } from '../../csvExportChoice';
import { CsvExportModal } from '../CsvExportModal/CsvExportModal';

export interface CsvExportButtonProps<Column extends string> {
  /** The button's text ('Export CSV'). */
  label: string;
  /** @default 'secondary' */
  variant?: ButtonVariant;
  /** The list the choice is remembered for ('users', 'roles'). */
  list: string;
  /** The modal's heading. */
  title: string;
  /** Every column of the export, in its default order. */
  columns: readonly CsvColumn<Column>[];
  /** Whether the list has a search or filter now. */
  hasFilter: boolean;
  /** The confirmed choice, already remembered for the signed-in user. */
  onExport: (choice: CsvExportChoice<Column>) => void;
}

/** An export button that opens the csv export config modal, starting from the user's last choice for the list. */
export function CsvExportButton<Column extends string>({ label, variant = 'secondary', list, title, columns, hasFilter, onExport }: CsvExportButtonProps<Column>) {
  const userKey = useSelector(selectCurrentUser)?.uuid ?? 'signed-out';
  const [choice, setChoice] = useState<CsvExportChoice<Column> | null>(null);

  return (
    <>
      <Button variant={variant} onPress={() => { setChoice(loadCsvExportChoice(list, userKey, columns)); }}>
        {label}
      </Button>
      {choice && (
        <CsvExportModal
          isOpen
          onOpenChange={(isOpen) => {
            if (!isOpen) setChoice(null);
          }}
          title={title}
          columns={columns}
          initialChoice={choice}
          hasFilter={hasFilter}
          onExport={(chosen) => {
            saveCsvExportChoice(list, userKey, chosen);
            onExport(chosen);
          }}
        />
      )}
    </>
  );
}
