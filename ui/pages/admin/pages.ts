// The moderation console, one chunk: only an admin who opens it downloads it (its texts come with the route).
export { ModerationPage } from './ModerationPage';
