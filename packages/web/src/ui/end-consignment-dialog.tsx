import { RETURN_CONDITIONS } from '@artledger/domain';
import { useState } from 'react';
import { capitalize } from '../lib/text';
import { Button } from './button';
import { Dialog } from './dialog';
import { Select } from './select';
import { Textarea } from './textarea';
import { useSubmitLock } from './use-submit-lock';

export type ReturnConditionValue = (typeof RETURN_CONDITIONS)[number];

interface EndConsignmentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  artworkTitle: string;
  dealerName: string;
  busy?: boolean;
  /** Return the mutation's promise (`mutateAsync`) so a second submit is ignored until it settles. */
  onConfirm: (body: { return_notes?: string; condition_on_return?: ReturnConditionValue }) => unknown;
}

const CONDITION_OPTIONS = RETURN_CONDITIONS.map((c) => ({ value: c, label: capitalize(c) }));

/** The dialog is the confirmation: it says what happens before anything is changed. */
export function EndConsignmentDialog(props: EndConsignmentDialogProps) {
  const { open, onOpenChange, artworkTitle, dealerName, busy } = props;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title="End Consignment"
      description={`End the consignment of "${artworkTitle}" with ${dealerName}? The artwork returns to your studio as Available.`}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form="end-consignment-form" disabled={busy}>
            {busy ? 'Ending...' : 'End Consignment'}
          </Button>
        </>
      }
    >
      <EndConsignmentForm onConfirm={props.onConfirm} />
    </Dialog>
  );
}

function EndConsignmentForm({ onConfirm }: Pick<EndConsignmentDialogProps, 'onConfirm'>) {
  const [notes, setNotes] = useState('');
  const [condition, setCondition] = useState('');
  const submitOnce = useSubmitLock();
  return (
    <form
      id="end-consignment-form"
      aria-label="End Consignment"
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        submitOnce(() =>
          onConfirm({
            return_notes: notes.trim() || undefined,
            condition_on_return: (condition || undefined) as ReturnConditionValue | undefined,
          }),
        );
      }}
    >
      <Select
        label="Condition on Return"
        placeholder="Not recorded"
        options={CONDITION_OPTIONS}
        value={condition}
        onChange={(e) => setCondition(e.target.value)}
      />
      <Textarea label="Return Notes" rows={3} value={notes} onChange={(e) => setNotes(e.target.value)} />
    </form>
  );
}
