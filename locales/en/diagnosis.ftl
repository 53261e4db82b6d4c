# diagnosis — en
