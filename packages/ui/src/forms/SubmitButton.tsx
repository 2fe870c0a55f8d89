import Button from '@mui/material/Button';

export interface SubmitButtonProps {
  /** While the form is being sent: a spinner at the start and `pendingText`, presses ignored. */
  pending: boolean;
  /** The button's text ("Log in"). */
  text: string;
  /** Its text while pending ("Logging in…"), so the change is read out and not only drawn. */
  pendingText: string;
}

/** The full-width submit button of the guest pages' forms (log in, request access). */
export function SubmitButton({ pending, text, pendingText }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      loading={pending}
      loadingPosition="start"
      fullWidth
    >
      {pending ? pendingText : text}
    </Button>
  );
}
