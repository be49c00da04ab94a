// Deliberate violation: core/ may not depend on React (DESIGN.md §2).
import { useState } from 'react';
export const leak = useState;
