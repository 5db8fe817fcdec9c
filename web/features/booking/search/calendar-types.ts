/** Why the calendar closes: the keyboard and its own buttons hand focus back to the date button. */
export type CloseReason = 'escape' | 'button' | 'outside' | 'blur';
