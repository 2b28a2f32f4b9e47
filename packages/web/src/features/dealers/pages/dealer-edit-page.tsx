import type { Dealer } from '@artledger/domain';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../../ui/button';
import { CardSection } from '../../../ui/card';
import { PageHeader } from '../../../ui/page-header';
import { ErrorState } from '../../../ui/error-state';
import { FullPageSpinner } from '../../../ui/spinner';
import { useUnsavedChangesPrompt } from '../../../lib/unsaved-changes';
import { useUpdateDealer } from '../api/update-dealer';
import { DealerFormFields } from '../components/dealer-form-fields';
import { cameFromDealerPage } from '../dealer-page-origin';
import { dealerToFormValues } from '../components/dealer-form-values';
import { updateResolver } from '../components/dealer-resolvers';
import { DealerNotFound } from '../components/dealer-not-found';
import { useDealerOrRedirect } from '../hooks/use-dealer-or-redirect';
import { useSubmitLock } from '../../../ui/use-submit-lock';

export function DealerEditPage() {
  const { dealer, notFound, loading, failed, retry, retrying } = useDealerOrRedirect();
  if (notFound) return <DealerNotFound />;
  if (failed)
    return (
      <ErrorState
        title="Could not load this dealer"
        description="The dealer's details did not load. Nothing is lost; try again."
        onRetry={retry}
        retrying={retrying}
      />
    );
  if (loading || !dealer) return <FullPageSpinner label="Loading dealer" />;
  // Keyed so the form starts from this dealer's saved values.
  return <DealerEditForm key={dealer.id} dealer={dealer} />;
}

function DealerEditForm({ dealer }: { dealer: Dealer }) {
  const update = useUpdateDealer(dealer.id);
  const navigate = useNavigate();
  const backInHistory = cameFromDealerPage(useLocation().state);
  const submitOnce = useSubmitLock();
  const { register, watch, handleSubmit, clearErrors, formState } = useForm({
    resolver: updateResolver(dealer),
    defaultValues: dealerToFormValues(dealer),
    reValidateMode: 'onSubmit',
  });
  const back = `/dealers/${dealer.id}`;
  const { allowLeave } = useUnsavedChangesPrompt(formState.isDirty);

  return (
    <>
      <PageHeader title={`Edit ${dealer.name}`} description="Update contact details, terms and status." />
      <CardSection aria-label="Dealer details" className="p-5 sm:p-8">
        <form
          noValidate
          aria-label="Edit dealer"
          onSubmit={(event) => {
            event.preventDefault();
            // One PUT per submit, even for a second Enter before the button rendered disabled.
            submitOnce(
              handleSubmit((values) =>
                update.mutateAsync(values).then(() => {
                  // Back to the dealer page's own entry, or replace the form's, so Back after saving
                  // neither reopens the form nor shows the dealer page twice.
                  allowLeave();
                  void (backInHistory ? navigate(-1) : navigate(back, { replace: true }));
                }),
              ),
            );
          }}
          className="flex flex-col gap-8"
        >
          <DealerFormFields
            register={register}
            watch={watch}
            errors={formState.errors}
            clearErrors={clearErrors}
            showStatus
          />
          <div className="flex flex-col-reverse gap-3 border-t border-stone-200 pt-6 sm:flex-row sm:justify-end">
            {/* A link like any other: the unsaved-changes guard asks before it leaves (Back too). */}
            <ButtonLink
              to={back}
              variant="secondary"
              aria-disabled={update.isPending}
              onClick={(event) => {
                if (!backInHistory) return;
                event.preventDefault();
                void navigate(-1);
              }}
            >
              Cancel
            </ButtonLink>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save Changes'}
            </Button>
          </div>
        </form>
      </CardSection>
    </>
  );
}
