/** Text a model, a tool or a mail could carry to take over a terminal: an OSC window title
 * ended by BEL, a CSI clear screen, the one-character C1 CSI, and a right-to-left override. */
export const hostileText = 'evil\u001b]0;title\u0007\u001b[2J\u009b31m\u202egnp.exe';

/** Characters a terminal acts on instead of showing (besides newline and tab). */
export const actingCharacters =
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
