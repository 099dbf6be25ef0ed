/** A click or submit listener that runs `action` with `button` disabled until it has finished. */
export function busyWhile(button: HTMLButtonElement, action: () => Promise<void>): () => void {
  return () => {
    button.disabled = true;
    void action().finally(() => {
      button.disabled = false;
    });
  };
}
