/**
 * The response-success modal's OPEN_PLANS action opens the plans (subscription) frame. The frame
 * arrives with the subscription issue, which registers its opener here; until then the action is a
 * documented no-op (the modal still closes when the button says so).
 */
type Opener = () => void;
let opener: Opener | null = null;

export function setPlansFrameOpener(open: Opener | null) {
  opener = open;
}

export function openPlansFrame() {
  opener?.();
}
