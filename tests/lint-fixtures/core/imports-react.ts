// Deliberate violation: core/ may not depend on React (docs/architecture.md#the-dependency-rule).
import { useState } from 'react';
export const leak = useState;
