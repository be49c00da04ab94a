import type { NotifierPort, ToastKind, ToastRequest } from '../../core/ports/notifier';

/** Records every toast the core asks for, with its kind, text and duration. */
export class FakeNotifier implements NotifierPort {
  readonly toasts: Array<ToastRequest & { id: string }> = [];
  readonly dismissed: Array<string | undefined> = [];
  private nextId = 1;

  show(toast: ToastRequest): string {
    const id = toast.id ?? `toast-${this.nextId++}`;
    this.toasts.push({ ...toast, id });
    return id;
  }

  dismiss(id?: string): void {
    this.dismissed.push(id);
  }

  texts(kind?: ToastKind): string[] {
    return this.toasts.filter((toast) => kind === undefined || toast.kind === kind).map((toast) => toast.text);
  }

  last(): (ToastRequest & { id: string }) | undefined {
    return this.toasts[this.toasts.length - 1];
  }
}
