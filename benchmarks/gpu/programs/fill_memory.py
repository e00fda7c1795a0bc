"""Fills GPU memory 2 GiB at a time, four times a second, until PyTorch runs out: what a timeline shows."""
import time

import torch

chunks = []
while True:
    chunks.append(torch.empty(2 << 30, dtype=torch.uint8, device="cuda"))
    print(f"{2 * len(chunks)} GiB held", flush=True)
    time.sleep(0.25)
